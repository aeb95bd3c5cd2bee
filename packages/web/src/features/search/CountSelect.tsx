import type { SelectHTMLAttributes } from 'react';
import { controlClass } from '../../ui/Field.tsx';

/** A select of whole numbers from `from` to `to`. */
export function CountSelect({
  from,
  to,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { from: number; to: number }) {
  const options = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return (
    <select className={controlClass} {...rest}>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
