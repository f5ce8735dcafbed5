import { auditMessages } from './audit';
import { baseMessages } from './base';
import { cameraMessages } from './camera';
import { customizerMessages } from './customizer';
import { dataMessages } from './data';
import { dateMessages } from './date';
import { shellMessages } from './shell';
import { uploadMessages } from './upload';
import { wizardMessages } from './wizard';
import type { UiMessages } from './index';

/** Every word the components say, pt-BR, as one object: to read, or to start a partner's replacements from. */
export const uiMessages: UiMessages = {
  ...baseMessages,
  audit: auditMessages,
  upload: uploadMessages,
  camera: cameraMessages,
  shell: shellMessages,
  customizer: customizerMessages,
  data: dataMessages,
  date: dateMessages,
  wizard: wizardMessages,
};
