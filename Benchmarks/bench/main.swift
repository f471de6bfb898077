import BenchKit
print("bench: not yet implemented")
