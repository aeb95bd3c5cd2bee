import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

/** A <form> (browser checks off: the schema checks) giving the kit's fields their react-hook-form. */
export function Form<T extends FieldValues, O extends FieldValues>({
  form,
  onSubmit,
  children,
  ...props
}: {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: SubmitHandler<O>;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}
