import { BUSINESS_CODES } from '@freight/contract/business-codes';
import type { EduCourse } from '@freight/contract/endpoints/edu-values';
import type { SubmitEduExamRequest } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import { isRequestError } from '@/lib/request/request-error';

const eduKeys = {
  all: ['edu'] as const,
  course: (course: EduCourse, userId: number | null) => ['edu', 'course', course, userId] as const,
  exam: (course: EduCourse) => ['edu', 'exam', course] as const,
};

/**
 * A course's lessons and, for a logged-in driver, the best attempt at its exam (GET oms-service
 * /api/edu/course): keyed by who is logged in, so a login on the page shows their result.
 */
export function useEduCourse(course: EduCourse) {
  const userId = useSession().data?.userId ?? null;
  return useQuery(
    queryOptions({
      queryKey: eduKeys.course(course, userId),
      queryFn: () => callEndpoint('getEduCourse', { course }),
      staleTime: 60_000,
    }),
  );
}

/** The exam's questions, without which answer is right (GET oms-service /api/edu/exam). */
export function useEduExam(course: EduCourse) {
  return useQuery(
    queryOptions({
      queryKey: eduKeys.exam(course),
      queryFn: () => callEndpoint('getEduExam', { course }),
      staleTime: 10 * 60_000,
    }),
  );
}

/** Hands the answers in (POST oms-service /api/edu/exam/submit); the server scores them. */
export function useSubmitExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SubmitEduExamRequest) => callEndpoint('submitEduExam', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eduKeys.all, 'course'] }),
    // Answers refused as not matching the exam (a question retired meanwhile): ask for it again,
    // so the page shows the exam as it now stands beside the refusal.
    onError: (error, fields) => {
      if (isRequestError(error) && error.code === BUSINESS_CODES.VALIDATION_FAILED) {
        void queryClient.invalidateQueries({ queryKey: eduKeys.exam(fields.course) });
      }
    },
  });
}
