import { applicantInformation as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { applicantList as list, availableApplicants } from './applicantInformation.service.ts';

export const applicantInformationRoutes = [
  route(api.getApplicantInformations, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addApplicantInformation, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditApplicantInformation, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editApplicantInformation, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteApplicantInformation, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getApplicantInformationById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getAvailableApplicantInformation, (ctx, body) => availableApplicants(ctx.tx, requireActor(ctx), body)),
];
