// The documents' example requests name made-up records (`bk_8Hx2…`, a provider's UUID, fixed
// dates); tests that send them replace those with records of their own test database.

const EXAMPLE_ID = /^(staff|cus|svc|bk|rev|tpl|wh|ntf|off|cls|whd|res|ses|cal|key|vis|ser|wl)_[0-9A-Za-z]{10,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `value` (an example, or a part of one named `name`) with real records: a field named in
 * `byField` gets `real[byField[field]]`; an id gets `real[the id]` when there is one (an example
 * naming a record of its own kind, e.g. a class service), else `real[its prefix]` (a UUID:
 * `real.provider`); anything else stays.
 */
export function withRealRecords(value: unknown, real: Record<string, string>, byField: Record<string, string>, name = ""): unknown {
  if (typeof value === "string") {
    const field = byField[name];
    if (field !== undefined) return real[field];
    if (UUID.test(value)) return real.provider;
    const prefix = EXAMPLE_ID.exec(value)?.[1];
    if (prefix === undefined) return value;
    return real[value] ?? real[prefix] ?? value;
  }
  if (Array.isArray(value)) return value.map((item) => withRealRecords(item, real, byField, name));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRealRecords(item, real, byField, key)]));
  }
  return value;
}
