// the lazy entry of the "Mina frånvaroanmälningar" dashboard card
import { definePage } from '@lonna/core';
import { openNoticesCard } from './model';
import { OpenNoticesCard } from './view';

export default definePage(OpenNoticesCard, openNoticesCard);
