// The shared format (`@pawrx/contracts/date-format`): "Mar 10, 2026, 11:59 PM" in a named zone,
// the reader's (`useViewerZone`), never the browser's by default.
export { formatDateTime } from '@pawrx/contracts/date-format';
