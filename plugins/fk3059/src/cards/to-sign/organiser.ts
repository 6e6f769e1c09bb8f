// the lazy entry of the organiser's "FK3059 att skriva under" card
import { definePage } from '@lonna/core';
import { organiserWaiting } from './model';
import { OrganiserToSignCard } from './view';

export default definePage(OrganiserToSignCard, organiserWaiting.page);
