import { type ReactNode, useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, useForm } from 'react-hook-form';

/**
 * Choices that apply at once, without a submit, made with the kit's form fields where a plain chooser
 * (`PlainSelectField`) will not do, e.g. a date range whose last day may not be before the first:
 * the fields over `values`, and `onChange` at each change.
 */
export function Choosers<T extends FieldValues>({
  values,
  onChange,
  children,
  className = 'contents',
}: {
  values: T;
  /** All the values, and the name of the one just changed. */
  onChange: (values: T, changed: string) => void;
  children: ReactNode;
  /** Classes of the box around the choices (by default it takes no room of its own). */
  className?: string;
}) {
  const form = useForm<T>({ values, defaultValues: values as DefaultValues<T> });
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const watching = form.watch((next, { name, type }) => {
      if (type === 'change' && name) changed.current(next as T, name);
    });
    return () => watching.unsubscribe();
  }, [form]);
  return (
    <FormProvider {...form}>
      <div className={className}>{children}</div>
    </FormProvider>
  );
}
