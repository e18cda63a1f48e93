// The <altcha-widget> element's attributes in JSX and the widget element's methods, as types only: the package's
// `altcha/types/react` module is also JavaScript that imports `./global` without an extension, which Node cannot load
// when the islands renderer draws the form on the server.
/// <reference types="altcha/types/react" />
