CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"draw_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"coupon_price" integer NOT NULL,
	"points_price" integer,
	"max_tickets_per_player" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"winning_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "lottery_draws_drawAt_unique" UNIQUE("draw_at"),
	CONSTRAINT "lottery_draws_state" CHECK ("lottery_draws"."state" in ('open', 'drawn')),
	CONSTRAINT "lottery_draws_sold" CHECK ("lottery_draws"."tickets_sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"paid_with" text NOT NULL,
	"spent" jsonb NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_orders_paid_with" CHECK ("lottery_orders"."paid_with" in ('coupon', 'points'))
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"draw_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"prize_index" integer,
	"grant_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_draws_drawn" ON "lottery_draws" USING btree ("state","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_request" ON "lottery_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_number" ON "lottery_tickets" USING btree ("draw_id","number");--> statement-breakpoint
CREATE INDEX "lottery_tickets_user" ON "lottery_tickets" USING btree ("user_id","id");