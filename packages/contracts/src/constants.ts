/**
 * Business constants and limits from the specs (shell-and-platform §2 and §9, business-domain §9).
 * One definition for the server and the web app. Durations are in milliseconds (`_MS`) unless the
 * name says otherwise; sizes of files are in megabytes (`_MB`) with byte values next to them.
 */

const MEGABYTE = 1024 * 1024;

// ── Languages ────────────────────────────────────────────────────────────────────────────────
/** Language tag → the numeric code the server uses (e.g. for the site page configuration). */
export const LANGUAGE_CODES = { 'zh-cn': 1, 'zh-tw': 2, 'en-us': 3 } as const;
export type LanguageTag = keyof typeof LANGUAGE_CODES;
export type LanguageCode = (typeof LANGUAGE_CODES)[LanguageTag];
export const DEFAULT_LANGUAGE_CODE = 1 as const satisfies LanguageCode;

// ── Theme and layout ─────────────────────────────────────────────────────────────────────────
export const DEFAULT_THEME_COLOR = '#1890ff';
export const SHELL_THEME_COLORS = {
  menuText: '#000000',
  menuActiveText: '#002fa7',
  menuBackground: '#fdc653',
  menuHover: '#e2b545',
  subMenuBackground: '#ffd05a',
} as const;
/** Sidebar width when open, in px. */
export const SIDEBAR_WIDTH = 225;
/** A window narrower than this (px) counts as a mobile device. */
export const MOBILE_BREAKPOINT = 992;
/** Remembered sidebar state values. */
export const SIDEBAR_STATE = { open: 1, closed: 0 } as const;
/** The settings drawer is hidden for this account type code. */
export const SETTINGS_DRAWER_HIDDEN_ACCOUNT_TYPE_CODE = 2;
export const COMPONENT_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];
export const DEFAULT_COMPONENT_SIZE = 'medium' as const satisfies ComponentSize;
export const DRAWER_OPACITY = 0.7;
export const DRAWER_HOVER_OPACITY = 1;
export const SCROLL_TO_TOP_DURATION_MS = 800;
/** Approximate share of the window height given to a paginated table. */
export const TABLE_HEIGHT_RATIO = 0.75;
/** A simple form's widthSize above this shows a warning and is clamped. */
export const SIMPLE_FORM_MAX_WIDTH_SIZE = 4;

// ── Routes ───────────────────────────────────────────────────────────────────────────────────
export const PUBLIC_ROUTE_PATHS = ['/auth-redirect', '/index', '/NoticeDetailedIndex'] as const;
/** Menu entries with these names are not shown. */
export const HIDDEN_MENU_NAMES = ['HomePage', 'Dashboard'] as const;
/** Fuzzy route search (fuse.js options). */
export const ROUTE_SEARCH = {
  threshold: 0.4,
  titleWeight: 0.7,
  pathWeight: 0.3,
  maxPatternLength: 32,
} as const;

// ── Notifications and messages ───────────────────────────────────────────────────────────────
/** At most this many notifications at once; the oldest is closed first. */
export const NOTIFICATION_MAX_VISIBLE = 3;
export const ERROR_TOAST_DURATION_MS = 5000;
/** Largest number shown on the unread badge. */
export const NOTIFICATION_BADGE_MAX = 10;
export const POPOVER_HIDE_DELAY_MS = 1000;
/** Speech synthesis rate for spoken notices. */
export const SPEECH_RATE = 3;
export const CAROUSEL_INTERVAL_MS = 5000;

// ── Barcode scanner shortcuts ────────────────────────────────────────────────────────────────
/** Keys of one scan arrive less than this apart. */
export const SCANNER_KEY_GAP_MS = 50;
/** The closing Enter arrives less than this after the previous key. */
export const SCANNER_ENTER_GAP_MS = 1000;
/** Screens reachable by the seven control codes (the codes themselves are configuration). */
export const SCAN_SHORTCUT_TARGETS = [
  'PackageSigning',
  'SignForIndex',
  'TransportShiftPackagingIndex',
  'BinPutOnShelves',
  'BinLowerShelf',
  'PackagePutOnShelvesIndex',
  'PackEdit',
] as const;

// ── Requests and real-time connections ───────────────────────────────────────────────────────
export const HTTP_TIMEOUT = 10_000;
export const SITE_PAGE_CONFIG_UPLOAD_TIMEOUT = 600_000;
export const HUB_RETRY_MAX = 5;
export const HUB_RETRY_INTERVAL_MS = 5000;
export const DEVICE_SERVICE_RETRY_MAX = 5;
export const DEVICE_SERVICE_RETRY_INTERVAL_MS = 5000;
/** Delay before the page reloads after a UserPermissionChange push (two minutes). */
export const PERMISSION_CHANGE_RELOAD_MS = 120_000;

// ── Paging ───────────────────────────────────────────────────────────────────────────────────
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const SELECT_TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const PICKER_PAGE_SIZE = 20;
export const DROPDOWN_PICKER_PAGE_SIZE = 6;

// ── Tables, query forms and pickers ──────────────────────────────────────────────────────────
/** Buttons shown before the rest overflow into a "more" menu. */
export const TOOLBAR_MAX_VISIBLE_BUTTONS = 5;
export const ACTION_COLUMN_MAX_VISIBLE_BUTTONS = 5;
/** Summed columns in a summary row are rounded to at most this many decimals. */
export const SUMMARY_MAX_DECIMALS = 8;
/** Query-form columns by window width: the first entry whose minWidth the width reaches wins. */
export const QUERY_FORM_COLUMN_BREAKPOINTS = [
  { minWidth: 1600, columns: 4 },
  { minWidth: 769, columns: 3 },
  { minWidth: 0, columns: 2 },
] as const;
export const QUERY_FORM_MIN_COLUMN_WIDTH = 220;
export const PICKER_TABLE_WIDTH = 1000;
/** Table width of the return-order and commodity pickers. */
export const PICKER_TABLE_WIDTH_WIDE = 1300;
export const PICKER_MAX_HEIGHT = 400;
export const REGION_CASCADE_MAX_LEVELS = 5;
export const ICON_PICKER_WIDTH = 1000;
export const ICON_PICKER_MAX_SIZE = 150;
/** Picking-list print layout: rows and columns are each at least this. */
export const PICKING_LIST_MIN_ROWS = 1;
export const PICKING_LIST_MIN_COLUMNS = 1;

// ── Dates ────────────────────────────────────────────────────────────────────────────────────
/** Default start and end times of a date range. */
export const DATE_RANGE_DEFAULT_TIMES = ['00:00:00', '23:59:59'] as const;
/** Start and end times applied by the date shortcuts. */
export const DATE_SHORTCUT_TIMES = ['00:00:01', '23:59:59'] as const;
/** The spec's format (date-fns tokens). */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
/** The same format in dayjs tokens. */
export const DATE_TIME_FORMAT_DAYJS = 'YYYY-MM-DD HH:mm:ss';
export const DATE_SHORTCUTS = [
  { key: 'today' },
  { key: 'yesterday' },
  { key: 'lastWeek', days: 7 },
  { key: 'lastMonth', days: 30 },
  { key: 'last3Months', days: 90 },
  { key: 'last6Months', months: 6 },
  { key: 'yearToDate' },
] as const;
/** Relative-time helper: each label applies while the age is under its limit (seconds). */
export const RELATIVE_TIME_THRESHOLDS_S = {
  justNow: 30,
  minutes: 3600,
  hours: 86_400,
  oneDay: 172_800,
} as const;

// ── Numbers and passwords ────────────────────────────────────────────────────────────────────
export const DEFAULT_DECIMAL_PLACES = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
export const GIFT_PERCENTAGE_MIN = 0.01;
export const GIFT_PERCENTAGE_MAX = 100;

// ── Search ───────────────────────────────────────────────────────────────────────────────────
/** Batch search: items separated by comma or whitespace. */
export const BATCH_SEARCH_MAX_ITEMS = 200;
/** Trajectory (tracking) query: numbers separated by comma or Enter. */
export const TRAJECTORY_QUERY_MAX_ITEMS = 30;

// ── Uploads and downloads ────────────────────────────────────────────────────────────────────
export const IMAGE_MAX_COUNT = 15;
/** 10 MB per the Chinese text; the English text says 2 MB (see IMAGE_MAX_SIZE_MB_ENGLISH_READING). */
export const IMAGE_MAX_SIZE_MB = 10;
export const IMAGE_MAX_SIZE_MB_ENGLISH_READING = 2;
export const IMAGE_MAX_SIZE_BYTES = IMAGE_MAX_SIZE_MB * MEGABYTE;
export const IMAGE_ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** Recommended banner images: 16:9, at least 1920×1080. */
export const IMAGE_RECOMMENDED = { ratio: '16:9', minWidth: 1920, minHeight: 1080 } as const;
export const VIDEO_MAX_SIZE_MB = 50;
export const VIDEO_MAX_SIZE_BYTES = VIDEO_MAX_SIZE_MB * MEGABYTE;
export const EXCEL_MAX_SIZE_MB = 5;
export const EXCEL_MAX_SIZE_BYTES = EXCEL_MAX_SIZE_MB * MEGABYTE;

/** UploadFileType values of /UpLoadFile/UpLoadFile. */
export const UPLOAD_FILE_TYPES = { attachment: 0, image: 1, video: 2 } as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[keyof typeof UPLOAD_FILE_TYPES];
/** FileClassify and MaxSize (MB) sent with each UploadFileType. */
export const UPLOAD_FILE_RULES = {
  0: { classify: 'Annex', maxSizeMb: 10 },
  1: { classify: 'Image', maxSizeMb: 10 },
  2: { classify: 'Video', maxSizeMb: 50 },
} as const satisfies Record<UploadFileType, { classify: string; maxSizeMb: number }>;

export const DOWNLOAD_CHUNK_SIZE = 1024;
export const DOWNLOAD_FILE_TYPES = ['png', 'pdf', 'xlsx'] as const;

// ── Slide-puzzle verification ────────────────────────────────────────────────────────────────
export const SLIDE_VERIFY = {
  width: 300,
  height: 150,
  pieceSize: 42,
  pieceRadius: 10,
  handleMargin: 38,
  /** A successful verification resets after this delay. */
  resetDelayMs: 1000,
} as const;
