// Amazon SNS, for SMS: one PublishCommand with PhoneNumber per message (the SDK's own retries off: the drain retries
// with its back-off, so a throttled batch is not hammered twice). SNS answers the MessageId; its Publish errors
// (docs.aws.amazon.com/sns/latest/api/API_Publish.html): InvalidParameter / InvalidParameterValue (e.g. "PhoneNumber
// … is not valid to publish to"), AuthorizationError, OptedOut and the like are final; Throttled / Throttling
// ("Rate exceeded"), InternalError, KMS/endpoint outages and network failures are retried.
import { PublishCommand, SNSClient, SNSServiceException } from '@aws-sdk/client-sns';
import type { NotificationProvider, OutgoingMessage } from '../provider.js';
import { type Answer, accepted, finalRefusal, retry, sendEach } from './http.js';

export type SnsConfig = {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** An alphanumeric sender id where the destination country supports one. */
  sender: string | null;
  /** Default: the region's SNS endpoint; tests point it at a local server. */
  endpoint?: string;
};

const RETRIED = /Throttl|InternalError|InternalFailure|ServiceUnavailable|KMSThrottling|Timeout/;

function answerOf(error: unknown): Answer {
  if (error instanceof SNSServiceException) {
    const reason = `Amazon SNS refused the message: ${error.name}: ${error.message}`;
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 || status === 429 || RETRIED.test(error.name) ? retry(reason) : finalRefusal(reason);
  }
  // No answer from SNS at all: the network, a timeout.
  return retry(`Amazon SNS could not be reached: ${error instanceof Error ? error.message : String(error)}`);
}

export function snsProvider(config: SnsConfig): NotificationProvider {
  const client = new SNSClient({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 1,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  });
  const one = async (message: OutgoingMessage): Promise<Answer> => {
    try {
      const answer = await client.send(
        new PublishCommand({
          PhoneNumber: message.recipient ?? '',
          Message: message.body,
          MessageAttributes: {
            // Transactional: SNS delivers it with the higher reliability, as a payment notice should be.
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            ...(config.sender ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: config.sender } } : {}),
          },
        }),
      );
      return accepted(answer.MessageId);
    } catch (error) {
      return answerOf(error);
    }
  };
  return { name: 'sns', send: (_tx, batch) => sendEach('Amazon SNS', batch, one) };
}
