// The ALTCHA package ships this translation without its type file; it only registers strings when imported.
declare module 'altcha/i18n/es-419';
