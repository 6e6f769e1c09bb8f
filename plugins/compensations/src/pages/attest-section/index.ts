// the lazy entry of the compensation section of /attest (core's pageSections): the view and what it loads
import { definePage } from '@lonna/core';
import { attestStep } from './model';
import View from './section';

export default definePage(View, attestStep.page);
