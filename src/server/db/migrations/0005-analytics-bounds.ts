import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Bounded analytics: each event keeps, beside its JSON detail, what the figures group it by (`detail`) and what it adds
 * up to (`amount`: a time on page's seconds, 1 otherwise), so the dashboard and the roll-up count in SQL with GROUP BY
 * instead of reading every raw event. Existing rows are filled in from their JSON (the same rules as `eventColumns` in
 * src/server/analytics/collect.ts, written out here because a migration must not change when that code does).
 */
export const analyticsBounds: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = await isPostgres(db);
    await db.schema
      .alterTable('events')
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('events')
      .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    // A JSON field as text ('' when missing or not a string or number), per dialect.
    const field = (name: string) =>
      postgres
        ? sql.raw(
            `coalesce(case when jsonb_typeof(data::jsonb -> '${name}') in ('string', 'number') then data::jsonb ->> '${name}' end, '')`,
          )
        : sql.raw(
            `coalesce(case when json_type(data, '$.${name}') in ('text', 'integer', 'real') then cast(json_extract(data, '$.${name}') as text) end, '')`,
          );
    const seconds = postgres
      ? sql.raw(
          `case when jsonb_typeof(data::jsonb -> 'seconds') = 'number' then trunc((data::jsonb ->> 'seconds')::numeric)::integer else 0 end`,
        )
      : sql.raw(
          `case when json_type(data, '$.seconds') in ('integer', 'real') then cast(json_extract(data, '$.seconds') as integer) else 0 end`,
        );
    const validJson = postgres ? sql.raw(`data ~ '^\\s*\\{.*\\}\\s*$'`) : sql.raw('json_valid(data)');
    await sql`
      update events set
        detail = case type
          when 'not_found' then ${field('referrer')}
          when 'scroll_depth' then ${field('percent')}
          when 'click' then ${field('label')} || '|' || ${field('id')}
          when 'tab' then ${field('group')} || ':' || ${field('tab')}
          when 'form_start' then ${field('form')}
          when 'form_submit' then ${field('form')}
          when 'time_on_page' then 'seconds'
          else '' end,
        amount = case when type = 'time_on_page' then ${seconds} else 1 end
      where data is not null and ${validJson}`.execute(db);
    await sql`update events set detail = 'seconds', amount = 0 where type = 'time_on_page' and detail = ''`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('events').dropColumn('amount').execute();
    await db.schema.alterTable('events').dropColumn('detail').execute();
  },
};
