CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vip_players" ADD COLUMN "level_announced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_events_once" ON "outbox_events" USING btree ("topic","user_id","key");--> statement-breakpoint
CREATE INDEX "outbox_events_waiting" ON "outbox_events" USING btree ("topic","id") WHERE "outbox_events"."handled_at" is null;--> statement-breakpoint
-- Data (decision 088): the levels already mailed by the read that used to send them count as
-- announced, so the first announcement after this migration mails only levels never mailed.
INSERT INTO "vip_players" ("user_id", "level_announced")
SELECT "user_id", max(("params" ->> 'level')::integer) FROM "mails"
 WHERE "kind" = 'vipLevel' AND "params" ? 'level'
 GROUP BY "user_id"
ON CONFLICT ("user_id") DO UPDATE SET "level_announced" = excluded."level_announced";
