CREATE INDEX "login_records_user_time" ON "login_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_log_tenant_time" ON "operation_log" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_log_tenant_user_time" ON "operation_log" USING btree ("tenant_id","opt_user_code","created_at");--> statement-breakpoint
CREATE INDEX "operation_log_tenant_menu_time" ON "operation_log" USING btree ("tenant_id","menu_code","created_at");--> statement-breakpoint
CREATE INDEX "operation_log_opt_trgm" ON "operation_log" USING gin ("opt" gin_trgm_ops);