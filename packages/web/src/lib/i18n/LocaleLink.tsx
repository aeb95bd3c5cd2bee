import { Link, type LinkProps } from 'react-router';
import { useLocalePath } from './useLocalePath.ts';

/** A router link to an app path (`/hotelList`) that keeps the current language prefix. */
export function LocaleLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const localize = useLocalePath();
  return <Link to={localize(to)} {...rest} />;
}
