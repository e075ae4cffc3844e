import { examOpenGraph } from "@/components/exams/exam-og";

const og = examOpenGraph("siTechnical");
export const size = og.size;
export const contentType = og.contentType;
export const generateStaticParams = og.generateStaticParams;
export default og.image;
