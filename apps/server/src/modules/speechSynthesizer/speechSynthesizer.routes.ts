import { speechSynthesizer } from '@lbo/contracts';
import { route } from '../../platform/rpc.ts';
import { generatingVoice } from './speechSynthesizer.service.ts';

export const speechSynthesizerRoutes = [route(speechSynthesizer.generatingVoice, (ctx, body) => generatingVoice(ctx.tx, body))];
