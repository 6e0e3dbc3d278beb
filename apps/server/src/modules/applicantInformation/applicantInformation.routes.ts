import { applicantInformation as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addApplicant,
  availableApplicants,
  deleteApplicant,
  editApplicant,
  getApplicantDetail,
  getEditApplicant,
  listApplicants,
} from './applicantInformation.service.ts';

export const applicantInformationRoutes = [
  route(api.getApplicantInformations, (ctx, body) => listApplicants(ctx.tx, requireActor(ctx), body)),
  route(api.addApplicantInformation, (ctx, body) => addApplicant(ctx.tx, requireActor(ctx), body)),
  route(api.getEditApplicantInformation, (ctx, body) => getEditApplicant(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editApplicantInformation, (ctx, body) => editApplicant(ctx.tx, requireActor(ctx), body)),
  route(api.deleteApplicantInformation, (ctx, body) => deleteApplicant(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getApplicantInformationById, (ctx, body) => getApplicantDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getAvailableApplicantInformation, (ctx, body) => availableApplicants(ctx.tx, requireActor(ctx), body)),
];
