/** FormData → plain object for the schemas: repeated `services` become a list; framework fields are dropped. */
export function formDataToObject(formData: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of formData.entries()) {
    // `$ACTION…` fields belong to Next.js; `altcha` is the widget's own copy of the captcha token.
    if (key.startsWith('$ACTION') || key === 'altcha' || typeof value !== 'string') continue;
    if (key === 'services') result.services = [...((result.services as string[] | undefined) ?? []), value];
    else result[key] = value;
  }
  result.services ??= [];
  return result;
}
