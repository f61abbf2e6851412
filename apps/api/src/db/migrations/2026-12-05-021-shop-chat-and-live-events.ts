import { type Kysely, sql } from 'kysely';

/**
 * Chat between shoppers and shops, the sellers' inbox of notifications, and the live events pushed to open apps
 * (docs/live-events.md).
 *
 * - `shop_conversations`: one per shopper and shop. Read marks are the last message id each side has read, so a
 *   message's "read" and a side's unread count need no update of the messages themselves.
 * - `shop_messages`: text (≤ 1000), a picture, or a product or order card.
 * - `shop_quick_replies`: a shop's canned answers.
 * - `seller_notifications`, `seller_alert_settings`: the seller center's inbox and its low-stock level (a trigger
 *   on `skus` tells the seller when a SKU's stock falls below it).
 * - `live_events`: what a stream sends, stored so a client that reconnects gets what it missed. Triggers write
 *   them (a new message, a read mark, a notification, an order's status), so no write path can forget one, and a
 *   statement trigger on `live_events` sends NOTIFY `live_events` with the audiences concerned when the writing
 *   transaction commits: NOTIFY only wakes the streams, which read the stored events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_conversations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('shopper_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reported_at', 'timestamptz')
    .addColumn('report_reason', 'text', (c) => c.check(sql`char_length(report_reason) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('shop_conversations_user_shop_key', ['user_id', 'shop_id'])
    .execute();
  await sql`create index shop_conversations_shop_recent_idx on shop_conversations (shop_id, last_message_id desc nulls last)`.execute(
    db,
  );
  await sql`create index shop_conversations_user_recent_idx on shop_conversations (user_id, last_message_id desc nulls last)`.execute(
    db,
  );
  await sql`create index shop_conversations_reported_idx on shop_conversations (reported_at desc) where reported_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable('shop_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('shop_conversations.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('shopper', 'seller')`))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(text) <= 1000`))
    .addColumn('image', 'text')
    .addColumn('card_type', 'text', (c) => c.check(sql`card_type in ('product', 'order')`))
    .addColumn('card_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('shop_messages_card_check', sql`(card_type is null) = (card_id is null)`)
    .addCheckConstraint(
      'shop_messages_content_check',
      sql`btrim(text) <> '' or image is not null or card_id is not null`,
    )
    .execute();
  await sql`create index shop_messages_conversation_idx on shop_messages (conversation_id, id desc)`.execute(db);

  await db.schema
    .createTable('shop_quick_replies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) between 1 and 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index shop_quick_replies_shop_idx on shop_quick_replies (shop_id, id)`.execute(db);

  await db.schema
    .createTable('seller_notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('message_key', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'integer')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index seller_notifications_shop_idx on seller_notifications (shop_id, id desc)`.execute(db);
  await sql`create index seller_notifications_unread_idx on seller_notifications (shop_id) where read_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('seller_alert_settings')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id').onDelete('cascade'))
    .addColumn('low_stock_level', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`low_stock_level between 0 and 100000`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // `created_at` is the writing transaction's start, which the streams' look-back reads (live.repo.ts).
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index live_events_audience_idx on live_events (audience, id)`.execute(db);
  await sql`create index live_events_created_idx on live_events (created_at)`.execute(db);

  // One NOTIFY per statement, naming the audiences it wrote for (a payload past 7 000 bytes wakes every stream).
  await sql`
    create function notify_live_events() returns trigger language plpgsql as $$
    declare
      audiences text;
    begin
      select string_agg(distinct audience, ' ') into audiences from new_rows;
      if audiences is null then
        return null;
      end if;
      if octet_length(audiences) > 7000 then
        audiences := '*';
      end if;
      perform pg_notify('live_events', audiences);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger live_events_notify after insert on live_events
    referencing new table as new_rows
    for each statement execute function notify_live_events()`.execute(db);

  await sql`
    create function live_chat_message() returns trigger language plpgsql as $$
    declare
      conversation record;
      payload jsonb;
    begin
      select user_id, shop_id into conversation from shop_conversations where id = new.conversation_id;
      payload := jsonb_build_object('conversation_id', new.conversation_id, 'shop_id', conversation.shop_id,
        'message_id', new.id, 'sender', new.sender);
      insert into live_events (audience, kind, payload) values
        ('user:' || conversation.user_id, 'chat.message', payload),
        ('shop:' || conversation.shop_id, 'chat.message', payload);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger shop_messages_live after insert on shop_messages
    for each row execute function live_chat_message()`.execute(db);

  // A read mark tells the other side only (its "sent" marks become "read"). A sender's own mark moves with its new
  // message (last_message_id moves too): the message's own event says enough.
  await sql`
    create function live_chat_read() returns trigger language plpgsql as $$
    begin
      if new.last_message_id is distinct from old.last_message_id then
        return null;
      end if;
      if new.shopper_read_id > old.shopper_read_id then
        insert into live_events (audience, kind, payload) values ('shop:' || new.shop_id, 'chat.read',
          jsonb_build_object('conversation_id', new.id, 'shop_id', new.shop_id, 'reader', 'shopper'));
      end if;
      if new.seller_read_id > old.seller_read_id then
        insert into live_events (audience, kind, payload) values ('user:' || new.user_id, 'chat.read',
          jsonb_build_object('conversation_id', new.id, 'shop_id', new.shop_id, 'reader', 'seller'));
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger shop_conversations_live after update of shopper_read_id, seller_read_id on shop_conversations
    for each row execute function live_chat_read()`.execute(db);

  await sql`
    create function live_notification() returns trigger language plpgsql as $$
    begin
      insert into live_events (audience, kind, payload)
        values (tg_argv[0] || ':' || (to_jsonb(new) ->> tg_argv[1]), 'notification', jsonb_build_object('id', new.id));
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger notifications_live after insert on notifications
    for each row execute function live_notification('user', 'user_id')`.execute(db);
  await sql`
    create trigger seller_notifications_live after insert on seller_notifications
    for each row execute function live_notification('shop', 'shop_id')`.execute(db);

  // A SKU whose stock falls below its shop's low-stock level tells the seller, once per fall: in the transaction
  // that took the stock (checkout's reservation, an edit), so two checkouts at once cannot both tell it.
  await sql`
    create function seller_low_stock() returns trigger language plpgsql as $$
    declare
      product record;
      level integer;
    begin
      select p.id, p.shop_id, p.title ->> 'en' as title into product from products p where p.id = new.product_id;
      select s.low_stock_level into level from seller_alert_settings s where s.shop_id = product.shop_id;
      if level > 0 and old.stock >= level and new.stock < level then
        insert into seller_notifications (shop_id, message_key, params, ref_type, ref_id) values (product.shop_id,
          'sellerNotifications.lowStock', jsonb_build_object('title', product.title, 'sku', '#' || new.id,
          'stock', new.stock), 'product', product.id);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger skus_low_stock after update of stock on skus
    for each row when (new.stock < old.stock) execute function seller_low_stock()`.execute(db);

  // Every change of an order's status, whichever path made it (pay, ship, sweeps, refunds), reaches both sides.
  await sql`
    create function live_order_status() returns trigger language plpgsql as $$
    declare
      payload jsonb := jsonb_build_object('order_id', new.id, 'status', new.status);
    begin
      insert into live_events (audience, kind, payload) values
        ('user:' || new.user_id, 'order.status', payload),
        ('shop:' || new.shop_id, 'order.status', payload);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger orders_live_status after update of status on orders
    for each row when (old.status is distinct from new.status) execute function live_order_status()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists orders_live_status on orders`.execute(db);
  await sql`drop trigger if exists skus_low_stock on skus`.execute(db);
  await sql`drop trigger if exists notifications_live on notifications`.execute(db);
  await db.schema.dropTable('live_events').ifExists().execute();
  await db.schema.dropTable('seller_alert_settings').ifExists().execute();
  await db.schema.dropTable('seller_notifications').ifExists().execute();
  await db.schema.dropTable('shop_quick_replies').ifExists().execute();
  await db.schema.dropTable('shop_messages').ifExists().execute();
  await db.schema.dropTable('shop_conversations').ifExists().execute();
  for (const fn of [
    'seller_low_stock',
    'live_order_status',
    'live_notification',
    'live_chat_read',
    'live_chat_message',
    'notify_live_events',
  ]) {
    await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  }
}
