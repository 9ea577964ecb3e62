-- Rights per action: each page the calls serve gets an action resource per action (a child of the
-- page, level 4, never shown in a menu), and every role that grants the page today grants all of
-- its actions, so it keeps what it can do; the seeded clerk role (r-clerk) keeps view only.
ALTER TABLE "menu_resources" DROP CONSTRAINT "menu_resources_level";--> statement-breakpoint
ALTER TABLE "menu_resources" ADD CONSTRAINT "menu_resources_level" CHECK ("menu_resources"."level" between 1 and 4);--> statement-breakpoint
INSERT INTO "menu_resources" ("tenant_id", "id", "app_code", "parent_id", "level", "name", "names", "url", "icon", "sort", "delete_flag")
SELECT "page"."tenant_id", "page"."id" || ':' || "actions"."action", "page"."app_code", "page"."id", 4,
  "actions"."name", "actions"."names"::jsonb, '', '', "actions"."sort", 0
FROM "menu_resources" AS "page"
JOIN (VALUES
  ('/organization/roleManage', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/organization/roleManage', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/organization/roleManage', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/organization/roleManage', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/goods/index/list', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/goods/index/list', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/goods/index/list', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/goods/index/list', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/goods/index/list', 'export', 50, '导出', '{"en":"Export","es":"Exportar"}'),
  ('/goods/index/list', 'import', 60, '导入', '{"en":"Import","es":"Importar"}'),
  ('/goods/index/list', 'changePrice', 70, '改价', '{"en":"Change price","es":"Cambiar precio"}'),
  ('/goods/cindex/list', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/goods/cindex/list', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/goods/cindex/list', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/goods/cindex/list', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/goods/cindex/list', 'export', 50, '导出', '{"en":"Export","es":"Exportar"}'),
  ('/goods/cindex/list', 'import', 60, '导入', '{"en":"Import","es":"Importar"}'),
  ('/goods/cindex/list', 'changePrice', 70, '改价', '{"en":"Change price","es":"Cambiar precio"}'),
  ('/goods/query/list', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/goods/query/list', 'export', 50, '导出', '{"en":"Export","es":"Exportar"}'),
  ('/goods/priceAdjustment/priceAdjustmentIndex', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/goods/priceAdjustment/priceAdjustmentIndex', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/goods/priceAdjustment/priceAdjustmentIndex', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/goods/priceAdjustment/priceAdjustmentIndex', 'export', 50, '导出', '{"en":"Export","es":"Exportar"}'),
  ('/goods/mainsub/list', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/goods/mainsub/list', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/goods/mainsub/list', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/goods/mainsub/list', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/goods/mainsub/list', 'export', 50, '导出', '{"en":"Export","es":"Exportar"}'),
  ('/goods/category/list', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/goods/category/list', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/goods/category/list', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/goods/category/list', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/goods/category/list', 'import', 60, '导入', '{"en":"Import","es":"Importar"}'),
  ('/goods/brand/blist', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/goods/brand/blist', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/goods/brand/blist', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/goods/brand/blist', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/goods/brand/blist', 'import', 60, '导入', '{"en":"Import","es":"Importar"}'),
  ('/goods/brand/brandcategorylist', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/goods/brand/brandcategorylist', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/goods/brand/brandcategorylist', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/goods/brand/brandcategorylist', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/organization/employeeIndex', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/organization/employeeIndex', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/organization/employeeIndex', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/organization/employeeIndex', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/organization/employeeIndex', 'import', 60, '导入', '{"en":"Import","es":"Importar"}'),
  ('/organization/DeptIndex', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/organization/DeptIndex', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/organization/DeptIndex', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/organization/DeptIndex', 'export', 50, '导出', '{"en":"Export","es":"Exportar"}'),
  ('/organization/DeptIndex', 'import', 60, '导入', '{"en":"Import","es":"Importar"}'),
  ('/organization/franchiseeIndex', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/organization/franchiseeIndex', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/organization/franchiseeIndex', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/organization/PickUpIndex', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/organization/PickUpIndex', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/organization/PickUpIndex', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/organization/PickUpIndex', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/organization/operatorIndex', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/organization/operatorIndex', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/organization/operatorIndex', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/globalEnclosure/index', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/globalEnclosure/index', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/setting/operationLog/list', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/setting/operationLog/list', 'export', 50, '导出', '{"en":"Export","es":"Exportar"}'),
  ('/setting/index/list', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/setting/index/list', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/setting/baseDocument/index', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/setting/baseDocument/index', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/setting/baseDocument/index', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/setting/baseDocument/index', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/setting/searchNav/searchIndex', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/setting/searchNav/searchIndex', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/setting/searchNav/searchIndex', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/setting/searchNav/searchIndex', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}'),
  ('/setting/embeddedApps/list', 'view', 10, '查看', '{"en":"View","es":"Ver"}'),
  ('/setting/embeddedApps/list', 'create', 20, '新增', '{"en":"Create","es":"Crear"}'),
  ('/setting/embeddedApps/list', 'edit', 30, '编辑', '{"en":"Edit","es":"Editar"}'),
  ('/setting/embeddedApps/list', 'delete', 40, '删除', '{"en":"Delete","es":"Eliminar"}')
) AS "actions" ("path", "action", "sort", "name", "names")
  ON split_part(split_part("page"."url", '?', 1), '#', 1) = "actions"."path"
WHERE "page"."level" = 3
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_resources" ("tenant_id", "role_id", "resource_id")
SELECT "granted"."tenant_id", "granted"."role_id", "action"."id"
FROM "role_resources" AS "granted"
JOIN "menu_resources" AS "action"
  ON "action"."tenant_id" = "granted"."tenant_id" AND "action"."parent_id" = "granted"."resource_id" AND "action"."level" = 4
WHERE "granted"."role_id" <> 'r-clerk' OR "action"."id" LIKE '%:view'
ON CONFLICT DO NOTHING;
