// the lazy entry of the AbsenceCalendar route: the view and what it loads
import { definePage } from '@lonna/core';
import { calendarPage } from './model';
import View from './view';

export default definePage(View, calendarPage);
