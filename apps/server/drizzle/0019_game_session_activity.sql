-- The activity a launch came from (/game/start?activityId=…), kept on its game session so that the
-- activity can count the play (docs/decisions/017-provider-wallet-and-launch.md, "Launch from an
-- activity"). Null for launches from anywhere else.
ALTER TABLE "game_sessions" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_activity" CHECK ("game_sessions"."activity_id" > 0);