// Entity rules for the optimistic like, shared by all four patterns so that they differ only in *where*
// the like logic lives (controller, presenter, view model, interactor), never in what it computes.

extension Blog {
    /// The blog as the client shows it right after a tap: liked, one more like. Applied before the API answers.
    public func applyingOptimisticLike() -> Blog {
        var blog = self
        blog.isLiked = true
        blog.likeCount += 1
        return blog
    }

    /// Undoes `applyingOptimisticLike()` after the API reported a failure.
    public func revertingOptimisticLike() -> Blog {
        var blog = self
        blog.isLiked = false
        blog.likeCount = max(0, blog.likeCount - 1)
        return blog
    }

    /// Server state merged with a like that is still in flight.
    ///
    /// A refresh can land while a like request is pending; the fresh server copy does not know about the
    /// like yet, so the optimistic state is re-applied on top of it. Without this the row would flicker back
    /// to "not liked" and a later failure would roll back a like that was never shown.
    public func mergingPendingLike(isPending: Bool) -> Blog {
        isPending && !isLiked ? applyingOptimisticLike() : self
    }
}
