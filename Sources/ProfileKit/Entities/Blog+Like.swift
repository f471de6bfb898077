// Entity rules of the like and of server copies, shared by every pattern so that they differ only in *where*
// the like logic lives (controller, presenter, view model, interactor), never in what it computes.

extension Blog {
    /// What a row shows for this server copy: the copy itself, or, while a like for it is in flight and the copy
    /// does not count it yet, the optimistic like on top of it.
    ///
    /// A scene keeps the server's copy and the ids of its pending likes, never a guessed copy: when the like
    /// answers, success brings the server's copy and failure simply drops the overlay — the rollback shows the
    /// last copy the server sent, whatever changed meanwhile (docs/SCENE.md, "Like").
    public func mergingPendingLike(isPending: Bool) -> Blog {
        guard isPending, !isLiked else { return self }
        var shown = self
        shown.isLiked = true
        shown.likeCount += 1
        return shown
    }

    /// What a row shows while a like of this blog is being taken back (the unlike change, docs/CHANGING.md): the
    /// copy itself, or, while the unlike is in flight and the copy still counts the like, the like taken off it.
    public func mergingPendingUnlike(isPending: Bool) -> Blog {
        guard isPending, isLiked else { return self }
        var shown = self
        shown.isLiked = false
        shown.likeCount -= 1
        return shown
    }

    /// The newer of this copy and `other` by server version; on a tie, `other`, the copy just received.
    /// Answers can arrive in any order: an older copy never replaces a newer one.
    public func newerCopy(_ other: Blog) -> Blog {
        other.version >= version ? other : self
    }

    /// Whether a row showing `other` shows exactly what it shows for this blog: title, summary, liked state,
    /// like count and share count. The version is not shown, so it does not count.
    public func hasSameContent(as other: Blog) -> Bool {
        title == other.title && summary == other.summary && isLiked == other.isLiked
            && likeCount == other.likeCount && shareCount == other.shareCount
    }
}
