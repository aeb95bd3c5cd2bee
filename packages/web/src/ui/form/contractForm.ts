import { zodResolver } from '@hookform/resolvers/zod';
import { V, validationKeyOf } from '@hotel/contract/validation';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** A contract schema whose input is a form's values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * What a form holds while it is being filled in: the schema's input with its literals widened (a choice
 * starts empty, an agreement unticked); the schema decides what may be sent.
 */
export type FormValues<T> = T extends string
  ? string
  : T extends boolean
    ? boolean
    : T extends readonly (infer U)[]
      ? FormValues<U>[]
      : T extends Record<string, unknown>
        ? { [K in keyof T]: FormValues<T[K]> }
        : T;

/** The values of a form checked by `S`. */
export type ValuesOf<S extends FormSchema> = FormValues<z.input<S>> & FieldValues;

/** A schema, or how to load it on first use (keeps zod and the schemas out of a screen's first chunk). */
export type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

/** Issues the schema did not word itself get the contract's `validation.*` key, as the server gives them. */
const messageKeyOf = (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input === undefined ? V.required : validationKeyOf(issue);

const resolvers = new WeakMap<FormSchema, Resolver<FieldValues, unknown, FieldValues>>();

/** react-hook-form's resolver for a contract schema: each error's message is a `validation.*` key. */
export function contractResolver<S extends FormSchema>(schema: S): Resolver<ValuesOf<S>, unknown, z.output<S>> {
  let resolver = resolvers.get(schema);
  if (!resolver) {
    resolver = zodResolver(schema, { error: messageKeyOf }) as unknown as Resolver<FieldValues, unknown, FieldValues>;
    resolvers.set(schema, resolver);
  }
  return resolver as unknown as Resolver<ValuesOf<S>, unknown, z.output<S>>;
}

/** The resolver of a schema loaded on first validation; `preload` starts the loading early (e.g. on focus). */
export function lazyContractResolver<S extends FormSchema>(load: () => Promise<S>) {
  let loading: Promise<S> | undefined;
  const preload = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  const resolver: Resolver<ValuesOf<S>, unknown, z.output<S>> = async (values, context, options) =>
    contractResolver(await preload())(values, context, options);
  return { resolver, preload };
}

/** When the form's values are not the request the schema checks (a choice of channel, a field named otherwise). */
export interface RequestShape<F> {
  /** The request made of the form's values; the schema checks it and the submit handler receives it parsed. */
  toRequest?: (values: F) => unknown;
  /** The form's name of a top-level request field, where they differ (`{ password: 'newPassword' }`). */
  fieldNames?: Record<string, string>;
}

function renamed(errors: FieldErrors, fieldNames: Record<string, string>): FieldErrors {
  const result: FieldErrors = { ...errors };
  for (const [field, name] of Object.entries(fieldNames)) {
    if (!(field in result)) continue;
    result[name] = result[field];
    delete result[field];
  }
  return result;
}

function resolverOf<S extends FormSchema, F extends FieldValues>(
  source: SchemaSource<S>,
  { toRequest = (values) => values, fieldNames = {} }: RequestShape<F>,
): Resolver<F, unknown, z.output<S>> {
  const resolver = typeof source === 'function' ? lazyContractResolver(source).resolver : contractResolver(source);
  return async (values, context, options) => {
    const result = await resolver(toRequest(values) as ValuesOf<S>, context, options as never);
    return { ...result, errors: renamed(result.errors, fieldNames) } as Awaited<
      ReturnType<Resolver<F, unknown, z.output<S>>>
    >;
  };
}

/**
 * A react-hook-form form checked by a contract schema: the submit handler receives the schema's parsed
 * output; error messages are `validation.*` keys, which the kit's fields translate. The form's values
 * are the schema's input unless `toRequest` makes the request of them.
 */
export function useContractForm<S extends FormSchema, F extends FieldValues = ValuesOf<S>>(
  schema: SchemaSource<S>,
  defaultValues: F,
  options: Omit<UseFormProps<F, unknown, z.output<S>>, 'resolver' | 'defaultValues'> & RequestShape<F> = {},
) {
  const { toRequest, fieldNames, ...formOptions } = options;
  const [resolver] = useState(() => resolverOf<S, F>(schema, { toRequest, fieldNames }));
  return useForm<F, unknown, z.output<S>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<F>,
    ...formOptions,
  });
}
