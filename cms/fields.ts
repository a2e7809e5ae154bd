/**
 * Decap CMS fields from a zod schema: the schema is turned into JSON Schema (zod 4's
 * `z.toJSONSchema`, the input side, which is what a file holds) and each property into the widget
 * that edits it. So the CMS's forms follow content/schema/*.ts by construction: a new block type or
 * field appears in the CMS at the next build, and tests/unit/cms-config.test.ts checks that every
 * block type and required field has its widget.
 *
 *   string                 string (text for the long-copy names below; datetime for dates)
 *   string enum            select
 *   boolean / number       boolean / number
 *   { src, alt }           an object whose src is an image upload (public/uploads/)
 *   path or { src, alt }   image (the path form)
 *   list of strings        list of one string field; a fixed-length tuple gets min = max
 *   list of enum values    select with multiple
 *   list of objects        list with the object's fields
 *   list of `type` variants  list with `types`: one typed variant per block type
 *   one-of objects on a `kind`  object with a select for the kind and every variant's fields
 */
import { z } from 'zod';

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  summary?: string;
  collapsed?: boolean;
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/** Field names whose copy runs to sentences or paragraphs: a multi-line text box. */
const LONG_TEXT = new Set(['text', 'intro', 'lead', 'description', 'answer', 'quote', 'note', 'excerpt', 'paragraphs', 'lines', 'points', 'features']);
/** Fields holding a calendar date, YYYY-MM-DD. */
const DATE_FIELDS = new Set(['date', 'updated']);

/** `packagesLink` -> `Packages link`, `seoTitle` -> `SEO title`, `rotating-headline-hero` -> `Rotating headline hero`. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .replace(/\bseo\b/g, 'SEO')
    .replace(/\bcta\b/g, 'CTA')
    .replace(/\bfaq\b/g, 'FAQ')
    .replace(/\bid\b/g, 'ID')
    .replace(/\burl\b/g, 'URL');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // Input side: a file holds image paths and icon names, not the assets they resolve to.
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function variantsOf(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.oneOf ?? schema.anyOf;
}

function isType(schema: JsonSchema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/** An image reference `{ src, alt }`. */
function isImageObject(schema: JsonSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return isType(schema, 'object') && keys.length === 2 && keys.includes('src') && keys.includes('alt');
}

/** The property every variant has as a constant: the discriminator (`type`, `kind`). */
function discriminatorOf(variants: readonly JsonSchema[]): string | undefined {
  const first = variants[0];
  if (first === undefined) return undefined;
  return Object.keys(first.properties ?? {}).find((key) => variants.every((variant) => variant.properties?.[key]?.const !== undefined));
}

function base(name: string, schema: JsonSchema, required: boolean): Pick<DecapField, 'name' | 'label' | 'required' | 'hint' | 'default'> {
  return {
    name,
    label: labelOf(name),
    ...(required ? {} : { required: false }),
    ...(schema.description ? { hint: schema.description } : {}),
    ...(schema.default !== undefined && schema.default !== '' ? { default: schema.default } : {}),
  };
}

/** The fields of an object schema, in the schema's order; `skip` leaves out e.g. the discriminator. */
export function fieldsOf(schema: JsonSchema, skip: readonly string[] = []): DecapField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, property]) => fieldFor(name, property, required.has(name)));
}

function imageObject(name: string, schema: JsonSchema, required: boolean): DecapField {
  return {
    ...base(name, schema, required),
    widget: 'object',
    fields: [
      { name: 'src', label: 'Image', widget: 'image', hint: 'Upload a new picture or pick one; its path is saved, e.g. /uploads/cover.jpg' },
      {
        name: 'alt',
        label: 'Alternative text',
        widget: 'string',
        required: false,
        hint: 'What the picture shows, for people who cannot see it; empty only for a decorative picture',
      },
    ],
  };
}

function stringField(name: string, schema: JsonSchema, required: boolean): DecapField {
  if (schema.enum !== undefined) return { ...base(name, schema, required), widget: 'select', options: schema.enum.map(String) };
  if (DATE_FIELDS.has(name)) {
    return { ...base(name, schema, required), widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  }
  return { ...base(name, schema, required), widget: LONG_TEXT.has(name) ? 'text' : 'string' };
}

/** A list of variants told apart by `type`: Decap's typed list. */
function typedList(name: string, schema: JsonSchema, variants: readonly JsonSchema[], key: string, required: boolean): DecapField {
  return {
    ...base(name, schema, required),
    widget: 'list',
    typeKey: key,
    ...(schema.minItems ? { min: schema.minItems } : {}),
    types: variants.map((variant) => {
      const type = String(variant.properties?.[key]?.const);
      return { name: type, label: labelOf(type), widget: 'object', fields: fieldsOf(variant, [key]) };
    }),
  };
}

/**
 * An optional group's own fields are optional in the CMS: Decap checks the required fields of an
 * object even when the object is absent (a thank-you page without its own copy, a shared block
 * given by type alone), so it would refuse to save a file the schema accepts. The build still
 * checks a group that is there.
 */
function optionalGroup(field: DecapField): DecapField {
  return { ...field, required: false, ...(field.widget === 'object' && field.fields ? { fields: field.fields.map(optionalGroup) } : {}) };
}

export function fieldFor(name: string, schema: JsonSchema, required: boolean): DecapField {
  const field = widgetFor(name, schema, required);
  return required || field.widget !== 'object' ? field : optionalGroup(field);
}

function widgetFor(name: string, schema: JsonSchema, required: boolean): DecapField {
  const variants = variantsOf(schema);
  if (variants !== undefined) {
    // A path or { src, alt }: the CMS offers the path form.
    const stringVariant = variants.find((variant) => isType(variant, 'string'));
    if (stringVariant !== undefined && variants.some(isImageObject)) return { ...base(name, schema, required), widget: 'image' };
    if (stringVariant !== undefined) return fieldFor(name, { ...stringVariant, description: schema.description }, required);
    const key = discriminatorOf(variants);
    if (key !== undefined) {
      // One object whose discriminator picks the variant; the other fields are each optional.
      const kinds = variants.map((variant) => String(variant.properties?.[key]?.const));
      const others = new Map<string, DecapField>();
      for (const variant of variants) for (const field of fieldsOf({ ...variant, required: [] }, [key])) if (!others.has(field.name)) others.set(field.name, field);
      return { ...base(name, schema, required), widget: 'object', fields: [{ name: key, label: labelOf(key), widget: 'select', options: kinds }, ...others.values()] };
    }
    return { ...base(name, schema, required), widget: 'string' };
  }
  if (schema.const !== undefined) return { ...base(name, schema, required), widget: 'hidden', default: schema.const };
  if (isType(schema, 'boolean')) return { ...base(name, schema, required), widget: 'boolean' };
  if (isType(schema, 'integer')) return { ...base(name, schema, required), widget: 'number', value_type: 'int' };
  if (isType(schema, 'number')) return { ...base(name, schema, required), widget: 'number', value_type: 'float' };
  if (isType(schema, 'string')) return stringField(name, schema, required);
  if (isImageObject(schema)) return imageObject(name, schema, required);
  if (isType(schema, 'object')) return { ...base(name, schema, required), widget: 'object', fields: fieldsOf(schema) };
  if (isType(schema, 'array')) {
    const bounds = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
    const item = schema.prefixItems?.[0] ?? (schema.items === false ? undefined : schema.items);
    if (item === undefined) return { ...base(name, schema, required), widget: 'list', ...bounds };
    const itemVariants = variantsOf(item);
    const key = itemVariants === undefined ? undefined : discriminatorOf(itemVariants);
    if (itemVariants !== undefined && key !== undefined) return typedList(name, schema, itemVariants, key, required);
    if (isType(item, 'string') && item.enum !== undefined)
      return { ...base(name, schema, required), widget: 'select', multiple: true, options: item.enum.map(String), ...bounds };
    if (isType(item, 'object') && !isImageObject(item)) return { ...base(name, schema, required), widget: 'list', ...bounds, fields: fieldsOf(item) };
    return { ...base(name, schema, required), widget: 'list', ...bounds, field: fieldFor(singular(name), item, true) };
  }
  // Anything else (unrepresentable in JSON Schema) is edited as text.
  return { ...base(name, schema, required), widget: 'string' };
}

/** `paragraphs` -> `paragraph`, for the label of one entry of a list. */
function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : name;
}
