/** The flags of every Chromium the bench and its tools start: the test suite's, headless, and no traffic beyond loopback. */
import { chromiumArgs } from '../../tests/support/chromium';

export { chromiumPath } from '../../tests/support/chromium';

export const chromeFlags = [
  '--headless=new',
  ...chromiumArgs,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
