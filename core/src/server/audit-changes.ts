/** The fields that differ between two versions of an entity (created: every field of `after`; deleted: of `before`). */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): { Field: string; Old: unknown; New: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((Field) => ({ Field, Old: before?.[Field] ?? null, New: after?.[Field] ?? null }))
    .filter((c) => JSON.stringify(c.Old) !== JSON.stringify(c.New));
}
