/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_LOGIN_CIPHER_KEY?: string;
  readonly VITE_LOGIN_CIPHER_IV?: string;
  /** Control codes of the barcode-scan shortcuts: "CODE=Target,CODE=Target" */
  readonly VITE_SCAN_SHORTCUTS?: string;
}
