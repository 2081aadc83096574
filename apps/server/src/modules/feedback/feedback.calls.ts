import { feedbackCalls } from '@panalo/contract/calls/feedback'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { FeedbackService } from './feedback.service.ts'

/** Feedback (/feedback, /feedback/record, /feedback/record/{id}; decision 036): tickets, replies, images. */
export function feedbackCallHandlers({ feedback }: { feedback: FeedbackService }): CallHandler[] {
  return [
    defineHandler(feedbackCalls.uploadFeedbackImage, (context, input) =>
      feedback.upload(context.user.userId, input.image),
    ),
    defineHandler(feedbackCalls.addFeedback, (context, input) => feedback.create(context.user.userId, input)),
    defineHandler(feedbackCalls.replyFeedback, (context, input) =>
      feedback.reply(context.user.userId, input),
    ),
    defineHandler(feedbackCalls.feedbackList, (context, input) => feedback.list(context.user.userId, input)),
    defineHandler(feedbackCalls.feedbackDetail, (context, input) =>
      feedback.detail(context.user.userId, input.id),
    ),
    defineHandler(feedbackCalls.feedbackImage, (context, input) =>
      feedback.image(context.user.userId, input.id),
    ),
  ]
}
