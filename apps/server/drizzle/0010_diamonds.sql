CREATE TABLE "diamond_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diamond_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"journal_id" bigint,
	"state" text NOT NULL,
	"address" jsonb,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diamond_orders_state" CHECK ("diamond_orders"."state" in ('done', 'placed', 'packed', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "diamond_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"address" jsonb,
	"seen_journal_id" bigint DEFAULT 0 NOT NULL,
	"next_server_seed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diamond_shop_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"stock" integer,
	"award" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"on_sale" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diamond_shop_items_kind" CHECK ("diamond_shop_items"."kind" in ('coin', 'scratch', 'goods')),
	CONSTRAINT "diamond_shop_items_price" CHECK ("diamond_shop_items"."price" > 0),
	CONSTRAINT "diamond_shop_items_stock" CHECK ("diamond_shop_items"."stock" is null or "diamond_shop_items"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scratch_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scratch_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"prize_index" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"grant_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scratched_at" timestamp with time zone,
	CONSTRAINT "scratch_cards_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "diamond_orders" ADD CONSTRAINT "diamond_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_orders" ADD CONSTRAINT "diamond_orders_item_id_diamond_shop_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."diamond_shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_players" ADD CONSTRAINT "diamond_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_cards" ADD CONSTRAINT "scratch_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_cards" ADD CONSTRAINT "scratch_cards_order_id_diamond_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."diamond_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diamond_orders_request" ON "diamond_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "diamond_orders_user" ON "diamond_orders" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "diamond_orders_recent" ON "diamond_orders" USING btree ("id") WHERE "diamond_orders"."kind" <> 'scratch';--> statement-breakpoint
CREATE INDEX "scratch_cards_user" ON "scratch_cards" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "scratch_cards_scratched" ON "scratch_cards" USING btree ("scratched_at") WHERE "scratch_cards"."scratched_at" is not null;