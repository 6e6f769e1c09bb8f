// the lazy entry of the assistant's "FK3059 att skriva under" card
import { definePage } from '@lonna/core';
import { assistantWaiting } from './model';
import { AssistantToSignCard } from './view';

export default definePage(AssistantToSignCard, assistantWaiting.page);
