// The sidebar the stock plugin generates with the pages.
import api from './docs/api/sidebar';

export default {api};
