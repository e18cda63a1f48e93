'use client';

import { clsx } from 'clsx';
import type { LocalizedText } from '@/content/fields';
import type { Locale } from '@/lib/locales';
import collectionsCopy from '@messages/admin/collections.json';
import editorCopy from '@messages/admin/editor.json';
import type { EditorIcons } from '../editor-icons';
import { BlocksField } from './blocks-client';
import type { BlockSharing } from './shared-blocks-client';
import { ListField, listLabels } from '../fields/list-client';
import { FieldError, fieldLabels, HintAndError, LocalizedInput, PlainInput } from '../fields/localized-client';
import { LocalizedRichText } from '../fields/rich-text-client';
import { fill } from '../fill';
import type { FormField } from './form-fields';
import { blankOf, itemFieldOf } from './values';
import { RelationPicker, type RelationOption } from './relation-picker-client';
import { MediaPicker } from '../media/media-picker-client';
import { StaleNoteAt } from '../fields/stale-note-client';
import type { StaleMap } from '@/lib/stale-translations';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

interface FieldContext {
  locale: Locale;
  errors: Record<string, string>;
  /** Notes beside fields that do not refuse the save, by path (src/admin/collection/definition.ts `warnings`). */
  warnings?: Record<string, string>;
  icons: EditorIcons;
  /** The choices of each relation field, by field name (and a blocks field's shared blocks). */
  relations: Record<string, RelationOption[]>;
  /** How a blocks field naming a collection of shared blocks saves a block as one. */
  sharing?: BlockSharing;
  /** Translations whose English changed since they were written, by path and language. */
  stale?: StaleMap;
  markCurrent?: (path: string, locale: Locale) => void;
}

interface FieldProps {
  field: FormField;
  path: string;
  value: unknown;
  onChange: (value: unknown) => void;
  context: FieldContext;
}

/** An error under the field, tied to it for screen readers. */
function Labelled({
  id,
  field,
  error,
  children,
}: {
  id: string;
  field: FormField;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {field.label}
        {!field.required && <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span>}
      </label>
      <div className="mt-1.5">{children}</div>
      <HintAndError id={id} hint={field.help} error={error} />
    </div>
  );
}

const described = (id: string, field: FormField, error?: string) =>
  [field.help && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/**
 * One field of a collection's form, drawn from its description (kind, label, limits from the schema). `path` is the
 * field's place in the document (`kpis.2.label`): it names the input and finds the server's error for it.
 */
export function FieldView(props: FieldProps) {
  const { path, value, context } = props;
  const { locale, stale = {}, markCurrent, warnings = {} } = context;
  return (
    <>
      <FieldInput {...props} />
      {warnings[path] && (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
          {warnings[path]}
        </p>
      )}
      <StaleNoteAt
        of={{ translations: stale, locale, markCurrent }}
        path={path}
        current={(value as LocalizedText | undefined)?.en}
      />
    </>
  );
}

function FieldInput({ field, path, value, onChange, context }: FieldProps) {
  const { locale, errors, icons } = context;
  const id = `field-${path.replace(/\./g, '-')}`;
  const error = errors[path];
  const localizedError = errors[`${path}.${locale}`] ?? errors[`${path}.en`] ?? error;
  const numbered = (label: string) => (index: number) => fill(editorCopy.numbered, { label, number: index + 1 });
  const itemName = numbered(field.item ?? field.label);

  switch (field.kind) {
    case 'text':
    case 'textarea':
      return (
        <LocalizedInput
          id={id}
          label={field.required ? field.label : `${field.label} (optional)`}
          value={(value as LocalizedText | undefined) ?? { en: '' }}
          onChange={onChange}
          locale={locale}
          error={localizedError}
          maxLength={field.maxLength ?? 2000}
          multiline={field.kind === 'textarea'}
          labels={fieldLabels}
          hint={field.help}
        />
      );
    case 'richText':
    case 'article':
      return (
        <LocalizedRichText
          id={id}
          label={field.label}
          value={value as LocalizedText | undefined}
          onChange={(text) => onChange(text ?? (field.required ? { en: '' } : undefined))}
          locale={locale}
          error={localizedError}
          labels={editorCopy.richText}
          missingLabel={editorCopy.missingTranslation}
          article={field.kind === 'article'}
        />
      );
    case 'plain':
    case 'url':
    case 'image':
      return (
        <div className={field.kind === 'image' ? 'flex flex-wrap items-end gap-3' : undefined}>
          <div className="min-w-0 flex-1">
            <PlainInput
              id={id}
              label={field.required ? field.label : `${field.label} (optional)`}
              value={(value as string | undefined) ?? ''}
              onChange={(text) => onChange(text)}
              error={error}
              maxLength={field.maxLength ?? 2000}
              type={field.kind === 'plain' ? 'text' : 'url'}
              hint={field.help}
            />
          </div>
          {field.kind === 'image' && !field.offSite && (
            <div className="mb-0.5">
              <MediaPicker fieldLabel={field.label} onChoose={(path) => onChange(path)} />
            </div>
          )}
          {field.kind === 'image' && typeof value === 'string' && /^(\/images\/|\/media\/|https:\/\/)/.test(value) && (
            // A preview of what the URL points to; an image the page cannot show shows as broken here too.
            <img
              src={value}
              alt=""
              className="mb-0.5 h-12 w-20 shrink-0 rounded-md border border-slate-200 object-cover dark:border-slate-700"
            />
          )}
        </div>
      );
    case 'date':
    case 'month':
    case 'number':
    case 'rating':
      return (
        <Labelled id={id} field={field} error={error}>
          <input
            id={id}
            type={field.kind === 'rating' ? 'number' : field.kind}
            value={value === undefined ? '' : String(value)}
            min={field.min}
            max={field.max}
            required={field.required}
            onChange={(event) => {
              const text = event.target.value;
              if (field.kind === 'number' || field.kind === 'rating') onChange(text === '' ? undefined : Number(text));
              else onChange(text);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={described(id, field, error)}
            className={clsx(inputClass, 'max-w-60')}
          />
        </Labelled>
      );
    case 'boolean':
      return (
        <div>
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              aria-describedby={described(id, field, error)}
              className="size-4 accent-ember-700"
            />
            {field.label}
          </label>
          <HintAndError id={id} hint={field.help} error={error} />
        </div>
      );
    case 'choice':
      return (
        <Labelled id={id} field={field} error={error}>
          <select
            id={id}
            value={(value as string | undefined) ?? ''}
            onChange={(event) => onChange(event.target.value || undefined)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described(id, field, error)}
            className={clsx(inputClass, 'max-w-sm')}
          >
            <option value="">{collectionsCopy.choose}</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Labelled>
      );
    case 'choices': {
      const chosen = (value as string[] | undefined) ?? [];
      return (
        <fieldset className="min-w-0" aria-describedby={described(id, field, error)}>
          <legend className="text-sm font-medium">{field.label}</legend>
          {field.help && (
            <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {field.help}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {field.options?.map((option) => (
              <label key={option.value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(option.value)}
                  onChange={(event) =>
                    onChange(
                      field.options
                        ?.map((o) => o.value)
                        .filter((v) => (v === option.value ? event.target.checked : chosen.includes(v))),
                    )
                  }
                  aria-invalid={error ? true : undefined}
                  className="size-4 accent-ember-700"
                />
                {option.label}
              </label>
            ))}
          </div>
          <FieldError id={id} error={error} />
        </fieldset>
      );
    }
    case 'relations':
      return (
        <RelationPicker
          id={id}
          label={field.label}
          help={field.help}
          value={((value as unknown[] | undefined) ?? []).map(String)}
          onChange={(ids) => onChange(field.numeric ? ids.map(Number) : ids)}
          options={context.relations[field.name] ?? []}
          max={field.max ?? 50}
          error={error}
          itemName={field.item ?? field.label}
          icons={icons}
        />
      );
    case 'group':
      return (
        <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <legend className="px-1 font-semibold">{field.label}</legend>
          {field.help && <p className="text-sm text-slate-600 dark:text-slate-400">{field.help}</p>}
          <GroupFields field={field} path={path} value={value} onChange={onChange} context={context} />
          <FieldError id={id} error={error} />
        </fieldset>
      );
    case 'blocks':
      return (
        <BlocksField
          id={id}
          field={field}
          value={(value as Parameters<typeof BlocksField>[0]['value'] | undefined) ?? []}
          onChange={onChange}
          icons={icons}
          error={error}
          errorPaths={Object.keys(context.errors)}
          shared={context.relations[field.name]}
          sharing={context.sharing}
          renderFields={(fields, blockPath, block, update) => (
            <GroupFields
              field={{ ...field, kind: 'group', fields: [...fields] }}
              path={blockPath}
              value={block}
              onChange={(next) => update(next as typeof block)}
              context={context}
            />
          )}
        />
      );
    case 'plainList':
    case 'imageList':
    case 'textList':
    case 'groupList': {
      const items = (value as unknown[] | undefined) ?? [];
      const itemField = itemFieldOf(field);
      return (
        <ListField
          legend={field.label}
          items={items}
          onChange={onChange}
          render={(item, index, update) =>
            field.kind === 'groupList' ? (
              <div className="space-y-3">
                <p className="text-sm font-semibold">{itemName(index)}</p>
                <GroupFields
                  field={itemField}
                  path={`${path}.${index}`}
                  value={item}
                  onChange={update}
                  context={context}
                />
              </div>
            ) : (
              <FieldView
                field={{ ...itemField, label: itemName(index) }}
                path={`${path}.${index}`}
                value={item}
                onChange={update}
                context={context}
              />
            )
          }
          create={() => blankOf(itemField)}
          itemName={itemName}
          min={field.min ?? 0}
          max={field.max ?? 50}
          labels={listLabels}
          icons={icons}
          error={error}
          open={!field.collapsed}
          hint={field.help}
        />
      );
    }
  }
}

/** The fields of a group (a testimonial, one figure of a list of figures, a block), each at its path under the group's. */
function GroupFields({ field, path, value, onChange, context }: FieldProps) {
  const record = (value as Record<string, unknown> | undefined) ?? {};
  return (
    <div className="space-y-4">
      {(field.fields ?? []).map((sub) => (
        <FieldView
          key={sub.name}
          field={sub}
          path={`${path}.${sub.name}`}
          value={record[sub.name]}
          onChange={(next) => onChange({ ...record, [sub.name]: next })}
          context={context}
        />
      ))}
    </div>
  );
}
