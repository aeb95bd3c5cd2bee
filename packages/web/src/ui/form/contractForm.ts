import { zodResolver } from '@hookform/resolvers/zod';
import { V, validationKeyOf } from '@hotel/contract/validation';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
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

function resolverOf<S extends FormSchema>(source: SchemaSource<S>) {
  if (typeof source === 'function') return lazyContractResolver(source).resolver;
  return contractResolver(source);
}

/**
 * A react-hook-form form checked by a contract schema: the submit handler receives the schema's parsed
 * output; error messages are `validation.*` keys, which the kit's fields translate.
 */
export function useContractForm<S extends FormSchema>(
  schema: SchemaSource<S>,
  defaultValues: DefaultValues<ValuesOf<S>>,
  options: Omit<UseFormProps<ValuesOf<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  const [resolver] = useState(() => resolverOf(schema));
  return useForm<ValuesOf<S>, unknown, z.output<S>>({ resolver, defaultValues, ...options });
}
