// the lazy entry of the Bemanna route (/bemanna): links to the staffing views; nothing to load
import { createPageData, definePage } from '@lonna/core';
import View from './view';

export default definePage(View, createPageData({ loads: [] }));
