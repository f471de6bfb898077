// BenchKit: the measuring harness (placeholder until its parts land).
import ProfileKit
