import { m } from './entry';

/** Messages of the organisation's people calls. zh is the spec's text wherever it gives one. */
export const orgPeopleMessages = {
  // ---- sign-in of accounts an administrator locked or whose employee is disabled
  accountAdminLocked: m(
    '账号已被锁定，请联系管理员',
    'This account is locked. Please contact your administrator.',
    'Esta cuenta está bloqueada. Póngase en contacto con su administrador.',
  ),
  accountDisabled: m(
    '账号已停用，请联系管理员',
    'This account is disabled. Please contact your administrator.',
    'Esta cuenta está desactivada. Póngase en contacto con su administrador.',
  ),

  // ---- roles
  roleNameRequired: m('请输入角色名称', 'Enter the role name.', 'Introduzca el nombre del rol.'),
  roleNameUsed: m(
    '角色名称“{name}”已被使用',
    'The role name "{name}" is already used.',
    'El nombre de rol «{name}» ya está en uso.',
  ),
  roleCopyName: m('{name} 副本', '{name} copy', '{name} copia'),
  roleAdminFixed: m(
    '管理员角色拥有全部权限，不能修改其权限',
    'The administrator role grants everything: its permissions cannot be edited.',
    'El rol de administrador lo concede todo: sus permisos no se pueden editar.',
  ),
  roleAdminUndeletable: m(
    '管理员角色不能删除',
    'The administrator role cannot be deleted.',
    'El rol de administrador no se puede eliminar.',
  ),
  roleInUse: m(
    '该角色仍有{count}个账号在使用，不能删除',
    '{count} account(s) still hold this role: it cannot be deleted.',
    '{count} cuenta(s) aún tienen este rol: no se puede eliminar.',
  ),
  roleResourcesUnknown: m(
    '以下菜单不存在：{ids}',
    'These menu entries do not exist: {ids}',
    'Estas entradas de menú no existen: {ids}',
  ),

  // ---- employees
  employeeNotFound: m(
    '员工不存在或已删除',
    'The employee does not exist or was deleted.',
    'El empleado no existe o se eliminó.',
  ),
  employeeStale: m(
    '员工“{name}”已被他人修改，请刷新后重试',
    'Someone else changed the employee "{name}": reload it and try again.',
    'Otra persona cambió el empleado «{name}»: vuelva a cargarlo e inténtelo de nuevo.',
  ),
  employeeVersionRequired: m(
    '请提供所编辑员工的版本',
    'Say which version of the employee you edited.',
    'Indique qué versión del empleado editó.',
  ),
  empCodeRequired: m(
    '请输入员工编号（字母、数字、-、_，最多32位）',
    'Enter the employee code (letters, digits, - and _, at most 32).',
    'Introduzca el código de empleado (letras, dígitos, - y _, máximo 32).',
  ),
  empCodeUsed: m(
    '员工编号“{code}”已被使用',
    'The employee code "{code}" is already used.',
    'El código de empleado «{code}» ya está en uso.',
  ),
  employeeNameRequired: m(
    '请输入员工姓名',
    "Enter the employee's name.",
    'Introduzca el nombre del empleado.',
  ),
  employeeMobileInvalid: m(
    '请输入正确的手机号（11位大陆手机号或+国际号码）',
    'Enter a valid mobile number (11 digits starting with 1, or + and the international number).',
    'Introduzca un móvil válido (11 dígitos que empiezan por 1, o + y el número internacional).',
  ),
  employeeEmailInvalid: m(
    '请输入正确的邮箱地址',
    'Enter a valid email address.',
    'Introduzca una dirección de correo válida.',
  ),
  employeeSexInvalid: m(
    '性别只能是未知、男或女',
    'Sex must be unknown, male or female.',
    'El sexo debe ser desconocido, hombre o mujer.',
  ),
  employeeDeptUnknown: m(
    '所属部门“{code}”不是本商户的门店',
    'The department "{code}" is not a store of this company.',
    'El departamento «{code}» no es una tienda de esta empresa.',
  ),
  employeeHeadPicUnknown: m(
    '头像图片不存在，请重新上传',
    'The head picture was not found: upload it again.',
    'No se encontró la foto de perfil: vuelva a subirla.',
  ),
  loginNameInvalid: m(
    '登录账号为4-32位字母、数字或 _ . @ -',
    'The sign-in name is 4 to 32 letters, digits or _ . @ -',
    'El nombre de acceso tiene de 4 a 32 letras, dígitos o _ . @ -',
  ),
  loginNameUsed: m(
    '登录账号“{loginName}”已被使用',
    'The sign-in name "{loginName}" is already used.',
    'El nombre de acceso «{loginName}» ya está en uso.',
  ),
  loginNameFixed: m(
    '登录账号设置后不能修改',
    'The sign-in name cannot change once set.',
    'El nombre de acceso no se puede cambiar una vez establecido.',
  ),
  loginNameRemoval: m(
    '登录账号不能删除；如需禁止登录，请停用员工或锁定账号',
    'The sign-in name cannot be removed: disable the employee or lock the account instead.',
    'El nombre de acceso no se puede quitar: desactive el empleado o bloquee la cuenta.',
  ),
  storeRolesNeedLogin: m(
    '请先设置登录账号，再分配门店和角色',
    'Set a sign-in name before assigning stores and roles.',
    'Establezca un nombre de acceso antes de asignar tiendas y roles.',
  ),
  storeRoleStoreUnknown: m('门店不存在', 'The store does not exist.', 'La tienda no existe.'),
  storeRoleStoreTwice: m(
    '同一门店只能出现一次',
    'Each store may appear only once.',
    'Cada tienda solo puede aparecer una vez.',
  ),
  storeRoleRolesRequired: m(
    '请为该门店选择至少一个角色',
    'Choose at least one role for this store.',
    'Elija al menos un rol para esta tienda.',
  ),
  storeRoleRoleUnknown: m(
    '角色“{roleId}”不存在',
    'The role "{roleId}" does not exist.',
    'El rol «{roleId}» no existe.',
  ),

  // ---- sign-in accounts
  accountNotFound: m('账号不存在', 'The account does not exist.', 'La cuenta no existe.'),
  accountSelfRefused: m(
    '不能对自己的账号执行此操作',
    'You cannot do this to your own account.',
    'No puede hacer esto con su propia cuenta.',
  ),
  accountAdminProtected: m(
    '只有管理员可以修改管理员账号或分配管理员角色',
    'Only an administrator can change an administrator account or give the administrator role.',
    'Solo un administrador puede cambiar una cuenta de administrador o asignar el rol de administrador.',
  ),
  accountBeyondGrants: m(
    '该账号拥有您没有的权限，您不能修改它的手机号、登录名、角色、状态或密码',
    'This account holds rights you do not hold: you cannot change its mobile, sign-in name, roles, status or password.',
    'Esta cuenta tiene permisos que usted no tiene: no puede cambiar su móvil, nombre de acceso, roles, estado ni contraseña.',
  ),
  accountBeyondStores: m(
    '该账号在您未获授权的门店任职，您不能修改它的手机号、登录名、角色、状态或密码',
    'This account works in stores you are not authorised for: you cannot change its mobile, sign-in name, roles, status or password.',
    'Esta cuenta trabaja en tiendas para las que usted no está autorizado: no puede cambiar su móvil, nombre de acceso, roles, estado ni contraseña.',
  ),
  roleBeyondGrants: m(
    '角色“{name}”拥有您没有的权限，您不能分配、复制、修改或删除它',
    'The role "{name}" holds rights you do not hold: you cannot assign, copy, change or delete it.',
    'El rol «{name}» tiene permisos que usted no tiene: no puede asignarlo, copiarlo, cambiarlo ni eliminarlo.',
  ),
  roleResourcesBeyond: m(
    '您不能授予自己没有的权限：{names}',
    'You cannot grant rights you do not hold yourself: {names}.',
    'No puede conceder permisos que usted no tiene: {names}.',
  ),
  roleAllStoresBeyond: m(
    '只有可管理全部门店的用户才能将角色设为全部门店',
    'Only a user who manages every store can make a role cover every store.',
    'Solo un usuario que gestiona todas las tiendas puede hacer que un rol cubra todas las tiendas.',
  ),
  storeOutOfScope: m(
    '您未获授权管理门店“{store}”',
    'You are not authorised for the store "{store}".',
    'No está autorizado para la tienda «{store}».',
  ),
  stepUpRequired: m(
    '修改他人账号的手机号或密码，需要输入您自己的登录密码确认',
    "Changing another person's mobile or password needs your own password to confirm it.",
    'Cambiar el móvil o la contraseña de otra persona requiere su propia contraseña para confirmarlo.',
  ),
  stepUpWrong: m(
    '您的登录密码不正确，修改未保存',
    'Your password is wrong: nothing was changed.',
    'Su contraseña es incorrecta: no se ha cambiado nada.',
  ),
  logAccountMobileChanged: m(
    '修改账号 {loginName}（{name}）的手机号：{from} → {to}，操作人 {editor}',
    'Changed the mobile of account {loginName} ({name}): {from} → {to}, by {editor}',
    'Cambió el móvil de la cuenta {loginName} ({name}): {from} → {to}, por {editor}',
  ),
  logAccountResetBy: m(
    '重置账号 {loginName}（{name}）的密码，操作人 {editor}',
    'Reset the password of account {loginName} ({name}), by {editor}',
    'Restableció la contraseña de la cuenta {loginName} ({name}), por {editor}',
  ),
  accountEmployeeDisabled: m(
    '该账号的员工已停用，请先启用员工',
    "This account's employee is disabled: enable the employee first.",
    'El empleado de esta cuenta está desactivado: actívelo primero.',
  ),

  // ---- third-party staff
  erpEmpNotFound: m(
    '第三方员工不存在或已删除',
    'The third-party staff entry does not exist or was deleted.',
    'La entrada de personal externo no existe o se eliminó.',
  ),
  erpSystemRequired: m('请输入第三方系统', 'Enter the external system.', 'Introduzca el sistema externo.'),
  erpEmpCodeRequired: m(
    '请输入第三方员工编号',
    'Enter the external staff code.',
    'Introduzca el código externo del empleado.',
  ),
  erpEmpCodeUsed: m(
    '第三方系统“{erpSystem}”中的员工编号“{code}”已被使用',
    'The staff code "{code}" of the system "{erpSystem}" is already used.',
    'El código «{code}» del sistema «{erpSystem}» ya está en uso.',
  ),
  erpEmpEmployeeRequired: m('请选择员工', 'Choose the employee.', 'Elija el empleado.'),

  // ---- operation log entries (opt and menu names)
  logMenuRole: m('角色管理', 'Roles', 'Roles'),
  logMenuEmployee: m('员工管理', 'Employees', 'Empleados'),
  logRoleCreated: m('新增角色：{name}', 'Created role: {name}', 'Rol creado: {name}'),
  logRoleUpdated: m('修改角色：{name}', 'Edited role: {name}', 'Rol editado: {name}'),
  logRoleCopied: m(
    '复制角色：{from} → {name}',
    'Copied role: {from} → {name}',
    'Rol copiado: {from} → {name}',
  ),
  logRoleDeleted: m('删除角色：{name}', 'Deleted role: {name}', 'Rol eliminado: {name}'),
  logRoleGrants: m(
    '修改角色权限：{name}（{count}个菜单）',
    'Changed the permissions of role {name} ({count} menu entries)',
    'Permisos del rol {name} cambiados ({count} entradas de menú)',
  ),
  logEmployeeCreated: m(
    '新增员工：{code} {name}',
    'Created employee: {code} {name}',
    'Empleado creado: {code} {name}',
  ),
  logEmployeeUpdated: m(
    '修改员工：{code} {name}',
    'Edited employee: {code} {name}',
    'Empleado editado: {code} {name}',
  ),
  logEmployeeEnabled: m(
    '启用员工：{code} {name}',
    'Enabled employee: {code} {name}',
    'Empleado activado: {code} {name}',
  ),
  logEmployeeDisabled: m(
    '停用员工：{code} {name}',
    'Disabled employee: {code} {name}',
    'Empleado desactivado: {code} {name}',
  ),
  logAccountLocked: m(
    '锁定账号：{loginName}',
    'Locked account: {loginName}',
    'Cuenta bloqueada: {loginName}',
  ),
  logAccountUnlocked: m(
    '解锁账号：{loginName}',
    'Unlocked account: {loginName}',
    'Cuenta desbloqueada: {loginName}',
  ),
  logAccountReset: m(
    '重置密码：{loginName}',
    'Reset the password of: {loginName}',
    'Contraseña restablecida: {loginName}',
  ),
  logErpEmpSaved: m(
    '保存第三方员工：{erpSystem} {code}',
    'Saved third-party staff: {erpSystem} {code}',
    'Personal externo guardado: {erpSystem} {code}',
  ),
  logErpEmpDeleted: m(
    '删除第三方员工：{erpSystem} {code}',
    'Deleted third-party staff: {erpSystem} {code}',
    'Personal externo eliminado: {erpSystem} {code}',
  ),
};
