CREATE TABLE "lint_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"syntax" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"format" text,
	"counts" jsonb,
	"results" text,
	"truncated" boolean DEFAULT false NOT NULL,
	"failure" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lint_upload_chunks" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "lint_upload_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "lint_jobs" ADD CONSTRAINT "lint_jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lint_jobs" ADD CONSTRAINT "lint_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lint_upload_chunks" ADD CONSTRAINT "lint_upload_chunks_job_id_lint_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."lint_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lint_jobs_team" ON "lint_jobs" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "lint_jobs_expiry" ON "lint_jobs" USING btree ("expires_at");