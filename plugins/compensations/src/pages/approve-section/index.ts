// the lazy entry of the compensation section of /approveTime (core's pageSections): the view and what it loads
import { definePage } from '@lonna/core';
import { approveStep } from '../attest-section/model';
import View from './view';

export default definePage(View, approveStep.page);
