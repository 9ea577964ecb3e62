/** Business constants and limits of spec §9, in one place so screens and rules agree. */

// ---- calls and feedback (CONST-01)
export const HTTP_TIMEOUT_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;

// ---- passwords and SMS (CONST-01)
export const PASSWORD_MIN_LENGTH = 8;
// Spec: 20; ASVS 5.0 wants at least 64 allowed (security review, finding 9): the server's bound.
export const PASSWORD_MAX_LENGTH = 128;
export const SMS_CODE_LENGTH = 6;
export const SMS_COUNTDOWN_SECONDS = 60;
export const PASSWORD_EXPIRY_WARNING_DAYS = 7;
export const COOKIE_WATCH_INTERVAL_MS = 1_000;

// ---- layout (CONST-02)
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 120;
export const MENU_HOVER_DELAY_MS = 300;
export const MENU_POPUP_WIDTH_PX = 296;
export const SETTINGS_BUTTON_OFFSET_PX = 250;
/** The embedded frame fills the window below the top bar and tab strip. */
export const FRAME_HEIGHT_OFFSET_PX = 90;
/** An embedded page that has not loaded in this long gets the placeholder (as long as a call). */
export const FRAME_LOAD_TIMEOUT_MS = 10_000;

// ---- shell behaviour (CONST-02)
export const DEFAULT_TAB = 'overview';
export const VERSION_REPLY = 1;
export const MAP_PLUGIN_VERSION = '1.4.15';
/** The goods submenu tweak (spec §6) lands this long after the menu is built. */
export const GOODS_MENU_TWEAK_DELAY_MS = 1_500;

// ---- app codes and platforms (spec §6)
/** Embedding inside the classic ERP: no redirects to the sign-in page, a toast instead. */
export const CLASSIC_ERP_APPCODE = 'classicerp';
/** An app of this code in the menu list grants the operations-centre flag. */
export const OPERATIONS_CENTRE_APP = 'czyl-admin';
/** The second-level domain under which the token cookies are shared by default. */
export const PRODUCT_DOMAIN = 'rcadmin';
