import { type Kysely, sql } from 'kysely';

/**
 * Customer service in the app: one conversation per shopper (keyed by the shopper) with the shop's operators, and
 * its messages. Text is stored exactly as sent; clients show it as text. Read marks go both ways: an operator
 * message is unread until the shopper reads it, a shopper message until an operator does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_conversations')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The console's inbox: most recent conversation first.
  await sql`create index service_conversations_recent_idx on service_conversations (last_message_id desc nulls last)`.execute(
    db,
  );

  await db.schema
    .createTable('service_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('service_conversations.user_id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('shopper', 'operator')`))
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(text) <= 1000`))
    .addColumn('image', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_by_shopper_at', 'timestamptz')
    .addColumn('read_by_operator_at', 'timestamptz')
    .addCheckConstraint('service_messages_operator_check', sql`(sender = 'operator') = (operator_id is not null)`)
    .addCheckConstraint('service_messages_content_check', sql`btrim(text) <> '' or image is not null`)
    .execute();
  await sql`create index service_messages_user_idx on service_messages (user_id, id desc)`.execute(db);
  // Unread counts both ways stay cheap however long conversations grow.
  await sql`create index service_messages_unread_by_operator_idx on service_messages (user_id) where sender = 'shopper' and read_by_operator_at is null`.execute(
    db,
  );
  await sql`create index service_messages_unread_by_shopper_idx on service_messages (user_id) where sender = 'operator' and read_by_shopper_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_messages').ifExists().execute();
  await db.schema.dropTable('service_conversations').ifExists().execute();
}
