ALTER TABLE "lint_jobs" ADD COLUMN "ruleset" text DEFAULT 'recommended' NOT NULL;--> statement-breakpoint
ALTER TABLE "lint_jobs" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "lint_jobs" ADD COLUMN "timings" jsonb;