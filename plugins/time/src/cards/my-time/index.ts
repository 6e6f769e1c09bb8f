// the lazy entry of the "Min tid" dashboard card
import { definePage } from '@lonna/core';
import { myTimeCard } from './model';
import { MyTimeCard } from './view';

export default definePage(MyTimeCard, myTimeCard);
